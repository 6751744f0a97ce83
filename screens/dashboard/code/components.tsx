// The dashboard area's React parts: its links card (the landing page, its editor and the
// dashboard's featured card), one per name ./index.ts declares. The dashboard view finds it by the
// card's "card": "links" in the area's registries, never by importing it.
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import type { dashboardCode } from './index.ts';
import { LinksCard } from './LinksCard.tsx';

export const dashboardComponents = {
  cellRenderers: {},
  dashboardCards: { links: LinksCard },
} satisfies AreaComponents<typeof dashboardCode>;

/** The area's React parts, found by screens/areas.ts beside its code/index.ts. */
export default dashboardComponents;
