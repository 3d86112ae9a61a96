import { homeStatsFor } from "#app/content/localized";
import { useLang } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";

/** The four headline numbers on a dark band. */
export function StatsBand({ label }: { label?: string }) {
  const lang = useLang();
  const homeStats = homeStatsFor(lang);
  return (
    <section className="stats-band" aria-label={label ?? m.pages_stats_label({}, { locale: lang })}>
      <ul className="container stats">
        {homeStats.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
