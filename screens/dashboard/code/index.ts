// The dashboard area's code, node-safe: the landing page's items as groups of links (the landing
// page, its editor and the dashboard's featured card read them so), the body of each change of
// the landing page's editor, and the name of its links card ("card": "links", supplied by
// ./components.tsx). Registered for the dashboard area's screens only (its default export below,
// found by screens/areas.ts).
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import type { LinksChange } from './linksModel.ts';
import { landingChangeBody, landingLinks } from './landing.ts';

const isChange = (value: unknown): value is LinksChange => typeof (value as { op?: unknown } | null)?.op === 'string';

export const dashboardCode = {
  encoders: {
    landingChange: defineCodec({}, (change) => {
      if (!isChange(change)) throw new Error('landingChange encodes a change of the links editor ({ op, ... })');
      return landingChangeBody(change);
    }),
  },
  transforms: { landingLinks },
  // A card of links in titled groups, or their editor (./LinksCard.tsx).
  dashboardCards: ['links'],
} as const satisfies AreaCode;

export default defineArea({ code: dashboardCode });
