import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import { headerSafe } from "#worker/mail/message";

/** One job as a digest lists it. */
export interface DigestJob {
  title: string;
  company: string;
  city: string;
  url: string;
}

const page = { fontFamily: "system-ui, sans-serif", color: "#0f172a", backgroundColor: "#ffffff" };
const muted = { color: "#475569", fontSize: "13px" };
const button = { backgroundColor: "#0f766e", color: "#ffffff", padding: "10px 16px", borderRadius: "6px" };

function ConfirmMail(props: { search: string; frequency: string; confirmUrl: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>Confirm your job alert for {props.search}</Preview>
      <Body style={page}>
        <Container>
          <Heading as="h1" style={{ fontSize: "20px" }}>
            Confirm your job alert
          </Heading>
          <Text>
            Someone, we hope you, asked for a {props.frequency} e-mail with new jobs for {props.search} at Kshitij
            Talent Partners. Nothing will be sent until you confirm.
          </Text>
          <Section>
            <Button href={props.confirmUrl} style={button}>
              Confirm the alert
            </Button>
          </Section>
          <Text style={muted}>
            The link works for 7 days. If you did not ask for this, ignore this e-mail: we delete unconfirmed sign-ups
            after 7 days and will not write again.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

interface ExistingArgs {
  search: string;
  frequency: string;
  askedFrequency: string;
  manageUrl: string;
}

function ExistingMail(props: ExistingArgs) {
  return (
    <Html lang="en">
      <Head />
      <Preview>You already have a job alert for {props.search}</Preview>
      <Body style={page}>
        <Container>
          <Heading as="h1" style={{ fontSize: "20px" }}>
            You already have this job alert
          </Heading>
          <Text>{existingText(props)}</Text>
          <Section>
            <Button href={props.manageUrl} style={button}>
              Change or stop the alert
            </Button>
          </Section>
          <Text style={muted}>If you did not ask for this, ignore this e-mail: nothing has changed.</Text>
        </Container>
      </Body>
    </Html>
  );
}

function existingText(args: ExistingArgs) {
  const change =
    args.askedFrequency === args.frequency
      ? ""
      : ` You asked for it ${args.askedFrequency}: to change how often, use the link below.`;
  return `Someone, we hope you, signed up again for new jobs for ${args.search} at Kshitij Talent Partners. This address already gets them ${args.frequency}, so nothing new was set up.${change}`;
}

function DigestMail(props: {
  search: string;
  jobs: DigestJob[];
  total: number;
  searchUrl: string;
  manageUrl: string;
  stopUrl: string;
}) {
  const more = props.total - props.jobs.length;
  return (
    <Html lang="en">
      <Head />
      <Preview>
        {String(props.total)} new {props.total === 1 ? "job" : "jobs"} for {props.search}
      </Preview>
      <Body style={page}>
        <Container>
          <Heading as="h1" style={{ fontSize: "20px" }}>
            New jobs for {props.search}
          </Heading>
          {props.jobs.map((job) => (
            <Section key={job.url} style={{ padding: "8px 0" }}>
              <Link href={job.url} style={{ fontSize: "16px", fontWeight: 600 }}>
                {job.title}
              </Link>
              <Text style={{ margin: "2px 0" }}>{[job.company, job.city].filter(Boolean).join(" · ")}</Text>
            </Section>
          ))}
          <Section style={{ padding: "12px 0" }}>
            <Button href={props.searchUrl} style={button}>
              {more > 0 ? `See all ${props.total} new jobs` : "See the full search"}
            </Button>
          </Section>
          <Hr />
          <Text style={muted}>
            You get this because you confirmed a job alert at Kshitij Talent Partners.{" "}
            <Link href={props.manageUrl}>Change the search or how often</Link> or{" "}
            <Link href={props.stopUrl}>stop this alert</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function confirmationMail(args: { search: string; frequency: string; confirmUrl: string }) {
  const subject = headerSafe(`Confirm your job alert for ${args.search}`);
  const text = [
    "Confirm your job alert",
    "",
    `Someone, we hope you, asked for a ${args.frequency} e-mail with new jobs for ${args.search} at Kshitij Talent Partners. Nothing will be sent until you confirm:`,
    "",
    args.confirmUrl,
    "",
    "The link works for 7 days. If you did not ask for this, ignore this e-mail: we delete unconfirmed sign-ups after 7 days and will not write again.",
  ].join("\n");
  return { subject, text, html: await render(<ConfirmMail {...args} />) };
}

/** The answer to a sign-up for an alert the address already has: the way to change it, nothing else. */
export async function existingAlertMail(args: ExistingArgs) {
  const subject = headerSafe(`You already have a job alert for ${args.search}`);
  const text = [
    "You already have this job alert",
    "",
    existingText(args),
    "",
    `Change or stop the alert: ${args.manageUrl}`,
    "",
    "If you did not ask for this, ignore this e-mail: nothing has changed.",
  ].join("\n");
  return { subject, text, html: await render(<ExistingMail {...args} />) };
}

export async function digestMail(args: {
  search: string;
  jobs: DigestJob[];
  total: number;
  searchUrl: string;
  manageUrl: string;
  stopUrl: string;
}) {
  const subject = headerSafe(`${args.total} new ${args.total === 1 ? "job" : "jobs"} for ${args.search}`);
  const more = args.total - args.jobs.length;
  const text = [
    `New jobs for ${args.search}`,
    "",
    ...args.jobs.flatMap((job) => [job.title, [job.company, job.city].filter(Boolean).join(" · "), job.url, ""]),
    more > 0 ? `See all ${args.total} new jobs: ${args.searchUrl}` : `The full search: ${args.searchUrl}`,
    "",
    "You get this because you confirmed a job alert at Kshitij Talent Partners.",
    `Change the search or how often: ${args.manageUrl}`,
    `Stop this alert: ${args.stopUrl}`,
  ].join("\n");
  return { subject, text, html: await render(<DigestMail {...args} />) };
}
