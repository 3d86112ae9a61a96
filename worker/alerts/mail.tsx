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
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { headerSafe } from "#worker/mail/message";
import type { AlertJob } from "./channels/types";

/** One job as a digest lists it (its salary where the ATS gives one, in the alert's language). */
export type DigestJob = AlertJob;

const page = { fontFamily: "system-ui, sans-serif", color: "#0f172a", backgroundColor: "#ffffff" };
const muted = { color: "#475569", fontSize: "13px" };
const button = { backgroundColor: "#0f766e", color: "#ffffff", padding: "10px 16px", borderRadius: "6px" };

/**
 * The mails a visitor gets about a job alert, in the language they signed up
 * in (issue 24; messages/mail/). The search is shown as it was typed and the
 * jobs as the ATS wrote them (marked English in a Hindi mail).
 */
type Frequency = "daily" | "weekly";
const loc = (lang: Lang) => ({ locale: lang });
const asFrequency = (value: string): Frequency => (value === "daily" ? "daily" : "weekly");

/** Every alert mail says we never ask for money, and links the page on fake offers (issue 30). */
function NeverPay({ lang, safetyUrl }: { lang: Lang; safetyUrl: string }) {
  const o = loc(lang);
  return (
    <Text style={{ ...muted, borderLeft: "3px solid #b45309", paddingLeft: "8px" }}>
      {m.mail_never_pay({}, o)} <Link href={safetyUrl}>{m.mail_fake_offers_link({}, o)}</Link>
    </Text>
  );
}

const neverPayText = (lang: Lang, safetyUrl: string) =>
  `${m.mail_never_pay({}, loc(lang))}\n${m.mail_fake_offers_link({}, loc(lang))}: ${safetyUrl}`;

/** Salary, company and place of a job, on one line. */
const jobLine = (job: DigestJob) => [job.company, job.city, job.salary].filter(Boolean).join(" · ");

interface ConfirmArgs {
  search: string;
  frequency: string;
  confirmUrl: string;
  /** The page "How to spot a fake job offer" in the alert's language. */
  safetyUrl: string;
  lang?: Lang;
}

function confirmBody({ search, frequency, lang = "en" }: ConfirmArgs) {
  const o = loc(lang);
  return asFrequency(frequency) === "daily"
    ? m.mail_confirm_body_daily({ search }, o)
    : m.mail_confirm_body_weekly({ search }, o);
}

function ConfirmMail(props: ConfirmArgs) {
  const lang = props.lang ?? "en";
  const o = loc(lang);
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{m.mail_confirm_subject({ search: props.search }, o)}</Preview>
      <Body style={page}>
        <Container>
          <Heading as="h1" style={{ fontSize: "20px" }}>
            {m.mail_confirm_heading({}, o)}
          </Heading>
          <Text>{confirmBody(props)}</Text>
          <Section>
            <Button href={props.confirmUrl} style={button}>
              {m.mail_confirm_button({}, o)}
            </Button>
          </Section>
          <Text style={muted}>{m.mail_confirm_footer({}, o)}</Text>
          <NeverPay lang={lang} safetyUrl={props.safetyUrl} />
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
  safetyUrl: string;
  lang?: Lang;
}

function ExistingMail(props: ExistingArgs) {
  const lang = props.lang ?? "en";
  const o = loc(lang);
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{m.mail_exists_subject({ search: props.search }, o)}</Preview>
      <Body style={page}>
        <Container>
          <Heading as="h1" style={{ fontSize: "20px" }}>
            {m.mail_exists_heading({}, o)}
          </Heading>
          <Text>{existingText(props)}</Text>
          <Section>
            <Button href={props.manageUrl} style={button}>
              {m.mail_exists_button({}, o)}
            </Button>
          </Section>
          <Text style={muted}>{m.mail_exists_footer({}, o)}</Text>
          <NeverPay lang={lang} safetyUrl={props.safetyUrl} />
        </Container>
      </Body>
    </Html>
  );
}

function existingText({ search, frequency, askedFrequency, lang = "en" }: ExistingArgs) {
  const o = loc(lang);
  const body =
    asFrequency(frequency) === "daily"
      ? m.mail_exists_body_daily({ search }, o)
      : m.mail_exists_body_weekly({ search }, o);
  const change =
    askedFrequency === frequency
      ? ""
      : asFrequency(askedFrequency) === "daily"
        ? m.mail_exists_change_daily({}, o)
        : m.mail_exists_change_weekly({}, o);
  return `${body}${change}`;
}

interface DigestArgs {
  search: string;
  jobs: DigestJob[];
  total: number;
  searchUrl: string;
  manageUrl: string;
  stopUrl: string;
  safetyUrl: string;
  lang?: Lang;
}

function DigestMail(props: DigestArgs) {
  const lang = props.lang ?? "en";
  const o = loc(lang);
  const more = props.total - props.jobs.length;
  // Job data stays as the ATS wrote it: English inside a Hindi mail.
  const jobLang = lang === "en" ? undefined : "en";
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{m.mail_digest_subject({ count: props.total, search: props.search }, o)}</Preview>
      <Body style={page}>
        <Container>
          <Heading as="h1" style={{ fontSize: "20px" }}>
            {m.mail_digest_heading({ search: props.search }, o)}
          </Heading>
          {props.jobs.map((job) => (
            <Section key={job.url} style={{ padding: "8px 0" }} lang={jobLang}>
              <Link href={job.url} style={{ fontSize: "16px", fontWeight: 600 }}>
                {job.title}
              </Link>
              <Text style={{ margin: "2px 0" }}>{jobLine(job)}</Text>
            </Section>
          ))}
          <Section style={{ padding: "12px 0" }}>
            <Button href={props.searchUrl} style={button}>
              {more > 0 ? m.mail_digest_see_all({ total: props.total }, o) : m.mail_digest_full_search({}, o)}
            </Button>
          </Section>
          <NeverPay lang={lang} safetyUrl={props.safetyUrl} />
          <Hr />
          <Text style={muted}>
            {m.mail_digest_why({}, o)} <Link href={props.manageUrl}>{m.mail_digest_manage({}, o)}</Link>{" "}
            {m.mail_digest_or({}, o)} <Link href={props.stopUrl}>{m.mail_digest_stop({}, o)}</Link>
            {m.forms_full_stop({}, o)}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function confirmationMail(args: ConfirmArgs) {
  const o = loc(args.lang ?? "en");
  const subject = headerSafe(m.mail_confirm_subject({ search: args.search }, o));
  const text = [
    m.mail_confirm_heading({}, o),
    "",
    confirmBody(args),
    "",
    args.confirmUrl,
    "",
    m.mail_confirm_footer({}, o),
    "",
    neverPayText(args.lang ?? "en", args.safetyUrl),
  ].join("\n");
  return { subject, text, html: await render(<ConfirmMail {...args} />) };
}

/** The answer to a sign-up for an alert the address already has: the way to change it, nothing else. */
export async function existingAlertMail(args: ExistingArgs) {
  const o = loc(args.lang ?? "en");
  const subject = headerSafe(m.mail_exists_subject({ search: args.search }, o));
  const text = [
    m.mail_exists_heading({}, o),
    "",
    existingText(args),
    "",
    `${m.mail_exists_button({}, o)}: ${args.manageUrl}`,
    "",
    m.mail_exists_footer({}, o),
    "",
    neverPayText(args.lang ?? "en", args.safetyUrl),
  ].join("\n");
  return { subject, text, html: await render(<ExistingMail {...args} />) };
}

export async function digestMail(args: DigestArgs) {
  const o = loc(args.lang ?? "en");
  const subject = headerSafe(m.mail_digest_subject({ count: args.total, search: args.search }, o));
  const more = args.total - args.jobs.length;
  const text = [
    m.mail_digest_heading({ search: args.search }, o),
    "",
    ...args.jobs.flatMap((job) => [job.title, jobLine(job), job.url, ""]),
    more > 0
      ? `${m.mail_digest_see_all({ total: args.total }, o)}: ${args.searchUrl}`
      : `${m.mail_digest_full_search_text({}, o)}: ${args.searchUrl}`,
    "",
    neverPayText(args.lang ?? "en", args.safetyUrl),
    "",
    m.mail_digest_why({}, o),
    `${m.mail_digest_manage({}, o)}: ${args.manageUrl}`,
    `${m.mail_digest_stop_text({}, o)}: ${args.stopUrl}`,
  ].join("\n");
  return { subject, text, html: await render(<DigestMail {...args} />) };
}
