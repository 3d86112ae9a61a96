import { expect, test } from "vitest";
import { englishSearchText, wordsFor } from "#shared/content/words";
import { LANGUAGES, type Lang } from "#shared/i18n/languages";
import * as m from "#shared/i18n/paraglide/messages";
import { jobListTitle } from "#shared/lib/search-echo";
import { describeSearch } from "#worker/alerts/schema";
import { echoSearch } from "#worker/jobs/search/echo";

/*
 * Page titles, the "Showing jobs …" line, the alert form and alert messages
 * say a search back (issue 32 §3). Their messages add "jobs" and a case
 * ending themselves, so a typed ending or a typed "jobs" was said twice
 * ("హైదరాబాదులోలో", "சென்னையில் பகுதியில்", "Puneలో"). The server says the
 * boxes as its search read them (worker/jobs/search/echo.ts): a listed place
 * or job word as the language's own spelling, framing words dropped, a place
 * in the title box as the location. Nothing here names a language but the
 * examples people reported: the loop reads each language's words file.
 */

/** The /job title as the server renders it: the echo, in the page's message. */
const title = (query: string, location: string, lang: Lang) => {
  const said = echoSearch(query, location, lang);
  return jobListTitle(said.query, said.location, lang);
};

test("English and Hinglish: framing dropped, a place in the title box said as the location", () => {
  expect(title("driver hyderabad", "", "en")).toBe(title("driver", "Hyderabad", "en"));
  expect(title("sales ki naukri pune", "", "en")).toBe("sales in Pune jobs");
  expect(title("driver jobs", "banglore", "en")).toBe("driver in Bengaluru jobs");
  expect(describeSearch("nurse jobs in calcutta", "", "en")).toBe(describeSearch("nurse", "Calcutta", "en"));
  expect(title("naukri", "", "en")).toBe(m.jobs_title_all({}, { locale: "en" }));
  // As typed when the reading changes nothing: case, commas, and a phrase that means work from home.
  expect(echoSearch("Java Developer", "Pune, Maharashtra", "en")).toEqual({
    query: "Java Developer",
    location: "Pune, Maharashtra",
  });
  expect(echoSearch("ghar se kaam", "", "hi").query).toBe("ghar se kaam");
  expect(echoSearch("", "", "te")).toEqual({ query: "", location: "" });
});

test("the reported titles no longer repeat a typed ending or 'jobs'", () => {
  const te = wordsFor("te");
  const ta = wordsFor("ta");
  if (!te || !ta) throw new Error("no te or ta words");
  // /te/job?location=హైదరాబాదులో: the title was "హైదరాబాదులోలో ఉద్యోగాలు".
  expect(title("", "హైదరాబాదులో", "te")).toBe(
    m.jobs_title_location({ location: te.places.hyderabad[0] }, { locale: "te" }),
  );
  expect(title("", "హైదరాబాదులో", "te")).not.toContain("లోలో");
  // /ta/job?location=சென்னையில்: was "சென்னையில் பகுதியில் வேலைகள்".
  expect(title("", "சென்னையில்", "ta")).toBe(m.jobs_title_location({ location: ta.places.chennai[0] }, { locale: "ta" }));
  // /te/job?location=Puneలో: a Latin name with a Telugu ending is the place, said in Telugu.
  expect(echoSearch("", "Puneలో", "te").location).toBe(te.places.pune[0]);
  expect(echoSearch("", "Chennaiயில்", "ta").location).toBe(ta.places.chennai[0]);
  expect(englishSearchText("Puneలో")).toBe("Pune");
  expect(title("నర్సు ఉద్యోగాలు", "", "te")).not.toMatch(/ఉద్యోగాలు.*ఉద్యోగాలు/);
  expect(describeSearch("इंजिनिअरची", "पुण्यात", "mr")).toBe(describeSearch("इंजिनिअर", "पुणे", "mr"));
  expect(describeSearch("டிரைவர்", "சென்னையில்", "ta")).toBe(describeSearch("டிரைவர்", "சென்னை", "ta"));
  expect(title("হায়দ্রাবাদে ড্রাইভারের চাকরি", "", "bn")).toBe(title("ড্রাইভার", "হায়দ্রাবাদ", "bn"));
  expect(title("ಡ್ರೈವರ್ ಕೆಲಸ ಬೆಂಗಳೂರಿನಲ್ಲಿ", "", "kn")).toBe(title("ಡ್ರೈವರ್", "ಬೆಂಗಳೂರು", "kn"));
  // A place typed in English on a page in another language is said in that language.
  expect(title("driver", "Pune", "hi")).toBe(title("driver", "पुणे", "hi"));
  // Two places, one after the other, are a list.
  expect(echoSearch("", "pune maharashtra", "hi").location).toBe("पुणे, महाराष्ट्र");
});

test("an alert's subject says its place by name, in the alert's language", () => {
  expect(describeSearch("java", "pune", "en")).toBe("“java” in Pune");
  expect(describeSearch("", "హైదరాబాదులో", "te")).toBe(wordsFor("te")?.places.hyderabad[0]);
  // A word no list knows is said as typed.
  expect(describeSearch("Java Developer", "Viman Nagar", "en")).toBe("“Java Developer” in Viman Nagar");
});

const OTHERS = LANGUAGES.filter((l) => l.code !== "en").map((l) => l.code);

test.each(OTHERS)("%s: every listed form of a place and a job word is said as the words file's spelling", (code) => {
  const words = wordsFor(code);
  if (!words) throw new Error(`no words for ${code}`);
  const [driver, pune] = [words.jobWords.driver[0], words.places.pune[0]];
  const expected = title(driver, pune, code);
  const described = describeSearch(driver, pune, code);
  expect(echoSearch(driver, pune, code)).toEqual({ query: driver, location: pune });
  for (const place of words.places.pune) {
    expect(title(driver, place, code), place).toBe(expected);
    expect(title(`${driver} ${place}`, "", code), place).toBe(expected);
    expect(describeSearch(`${place} ${driver}`, "", code), place).toBe(described);
  }
  for (const job of words.jobWords.driver) expect(title(job, pune, code), job).toBe(expected);
  for (const filler of words.filler) {
    expect(title(`${driver} ${filler}`, pune, code), filler).toBe(expected);
    expect(describeSearch(`${driver} ${filler}`, pune, code), filler).toBe(described);
  }
  // English words are said in the page's language too: the place by its name, the job word as typed.
  expect(title("driver jobs in pune", "", code)).toBe(title("driver", pune, code));
  expect(echoSearch("", "Pune", code).location).toBe(pune);
});
