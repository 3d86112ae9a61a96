import { Body, Container, Head, Heading, Html, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";

const page = { fontFamily: "system-ui, sans-serif", color: "#0f172a", backgroundColor: "#ffffff" };
const label = { padding: "4px 12px 4px 0", verticalAlign: "top", textAlign: "left" as const };
const value = { padding: "4px 0", whiteSpace: "pre-wrap" as const };

/** The agency's mail for a form submission (and the outbox summary): a title and label/value rows. */
export function RowsMail({ title, rows, footer }: { title: string; rows: [string, string][]; footer: string }) {
  return (
    <Html lang="en">
      <Head />
      <Body style={page}>
        <Container>
          <Heading as="h1" style={{ fontSize: "18px" }}>
            {title}
          </Heading>
          <Section>
            <table>
              <tbody>
                {rows.map(([name, text], i) => (
                  // Rows are positional (two may share a label); the markup is rendered once.
                  <tr key={i}>
                    <th style={label}>{name}</th>
                    <td style={value}>{text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Text style={{ color: "#475569", fontSize: "13px" }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export function renderRowsMail(title: string, rows: [string, string][], footer: string) {
  return render(<RowsMail title={title} rows={rows} footer={footer} />);
}
