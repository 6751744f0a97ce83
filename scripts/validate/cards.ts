// The check of dashboard cards that the schema cannot make: a card shows one thing, counts (read
// from its dataSource), a card its area draws (card, e.g. 'links', whose options are in links), a
// list or a widget; counts and links need the dataSource they read, and links are the options of a
// named card. The card's name itself is checked against the registries (x-registry dashboardCards).
type Report = (pointer: string, message: string) => void;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** What reads the card's dataSource: its counts, or its area's card (the links card's groups). */
const READERS = ['counts', 'card'];

export function checkDashboardCards(screen: unknown, report: Report): void {
  if (!isObject(screen) || screen.kind !== 'dashboard' || !Array.isArray(screen.cards)) return;
  screen.cards.forEach((card: unknown, i) => {
    if (!isObject(card)) return;
    const pointer = `/cards/${i}`;
    if (card.links !== undefined && card.card === undefined) {
      report(`${pointer}/links`, 'links are the options of the links card; name the card: "card": "links"');
      return;
    }
    const bodies = ['counts', 'card', 'list', 'widget'].filter((key) => card[key] !== undefined);
    if (bodies.length !== 1) {
      report(pointer, `a card shows one thing: give exactly one of counts, card, list or widget${bodies.length ? ` (it has ${bodies.join(' and ')})` : ''}`);
    }
    for (const reader of ['counts', 'links']) {
      if (card[reader] !== undefined && card.dataSource === undefined) report(`${pointer}/${reader}`, `${reader} are read from the answer of the card's dataSource; add "dataSource": { "call": ... }`);
    }
    if (card.dataSource !== undefined && !READERS.some((reader) => card[reader] !== undefined)) {
      report(`${pointer}/dataSource`, "only counts and a named card (e.g. links) read a card's dataSource (a list has its own); remove it or add counts or a card");
    }
  });
}
