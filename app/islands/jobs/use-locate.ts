import { type RefObject, useState } from "react";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { locateCity } from "./locate";

/** Where a located city came from: the device (named by the geocoder) or, approximately, the network. */
export type Place = { city: string; approximate: boolean };

/**
 * "Use Current Location" and "Clear location": fills the location box with
 * the city found (./locate.ts) and searches; says where it came from, or
 * why it failed. `forget` drops the place when the box's text changes.
 */
export function useLocate(lang: Lang, box: RefObject<HTMLInputElement | null>, search: (immediate: boolean) => void) {
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const [place, setPlace] = useState<Place | null>(null);

  const locate = async () => {
    setLocating(true);
    setNote(null);
    const found = await locateCity(lang);
    setLocating(false);
    if ("error" in found) {
      setNote({ error: true, text: found.error });
      return;
    }
    if (box.current) box.current.value = found.city;
    setPlace({ city: found.city, approximate: found.approximate });
    if (found.attribution)
      setNote({ error: false, text: m.jobs_location_credit({ credit: found.attribution }, { locale: lang }) });
    search(true);
  };

  /** Undoes an approximate location: the box empties and the search runs without it. */
  const clear = () => {
    if (box.current) box.current.value = "";
    setPlace(null);
    setNote(null);
    search(true);
    box.current?.focus();
  };

  const forget = () => setPlace(null);

  return { locating, note, place, locate, clear, forget };
}
