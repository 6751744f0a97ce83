// For the request catalogue's component tests: the catalogue screen drawn as the renderer draws it
// (signed in as cn=me,o=data; the tests give every area's registries, screens/testing.ts), and a
// fake cart's assignee removal.
import { MemoryRouter } from 'react-router-dom';
import type { RendererRegistries } from '../../../renderer/core/registries.ts';
import { ScreenRenderer } from '../../../renderer/ScreenRenderer.tsx';
import type { ScreenDefinition } from '../../../schemas/types/screen.ts';
import { ScreenEnvironmentContext } from '../../../widgets/environment.tsx';
import { renderWithI18n, type fakeCall } from '../../../widgets/testing/renderWithI18n.tsx';
import catalogue from '../catalogue.json';

export const ME = 'cn=me,o=data';

export function renderCatalogue(registries: RendererRegistries, call: ReturnType<typeof fakeCall>['call'], url = '/requests') {
  renderWithI18n(
    <MemoryRouter initialEntries={[url]}>
      <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: { dn: ME, fullName: 'Me' }, settings: {} }}>
        <ScreenRenderer definition={catalogue as ScreenDefinition} registries={registries} />
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
}

interface FakeCartItem { itemDn: string; itemAssignees: { assignedToDn: string }[] }
export interface AssigneeRemoval { cartItems: { itemDn: string; itemAssignees: { assignedToDn: string }[] }[] }

/** The items less the assignees a removal (DELETE /access/queue/entry/item/assignees) names. */
export const withoutAssignees = <T extends FakeCartItem>(items: readonly T[], removal: AssigneeRemoval): T[] =>
  items.map((i) => {
    const gone = removal.cartItems.filter((g) => g.itemDn === i.itemDn).flatMap((g) => g.itemAssignees.map((a) => a.assignedToDn));
    return gone.length > 0 ? { ...i, itemAssignees: i.itemAssignees.filter((a) => !gone.includes(a.assignedToDn)) } : i;
  });
