// The check of dashboard cards that the schema cannot make: a card shows one thing, counts or
// links (read from its dataSource), a list or a widget; counts and links need the dataSource they read.
type Report = (pointer: string, message: string) => void;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The kinds of card body that read the card's dataSource. */
const READERS = ['counts', 'links'];

export function checkDashboardCards(screen: unknown, report: Report): void {
  if (!isObject(screen) || screen.kind !== 'dashboard' || !Array.isArray(screen.cards)) return;
  screen.cards.forEach((card: unknown, i) => {
    if (!isObject(card)) return;
    const pointer = `/cards/${i}`;
    const bodies = ['counts', 'links', 'list', 'widget'].filter((key) => card[key] !== undefined);
    if (bodies.length !== 1) {
      report(pointer, `a card shows one thing: give exactly one of counts, links, list or widget${bodies.length ? ` (it has ${bodies.join(' and ')})` : ''}`);
    }
    for (const reader of READERS) {
      if (card[reader] !== undefined && card.dataSource === undefined) report(`${pointer}/${reader}`, `${reader} are read from the answer of the card's dataSource; add "dataSource": { "call": ... }`);
    }
    if (card.dataSource !== undefined && !READERS.some((reader) => card[reader] !== undefined)) {
      report(`${pointer}/dataSource`, "only counts and links read a card's dataSource (a list has its own); remove it or add counts or links");
    }
  });
}
