// The dashboard area's editable links card, drawn by the dashboard view from the area's
// registration ("card": "links"): each change through its call with the encoder's body (reorders,
// moves into another group by drag and drop or by keyboard, an item's description; a failure
// reported with the dialog kept, a confirmation before deleting). Each test clicks through several
// saves and reloads: it is given 20 s, as the list tests are, for a busy machine.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { fakeCall } from '../../../widgets/testing/renderWithI18n.tsx';
import type { DashboardScreen } from '../../../schemas/types/screen.ts';
import type { RendererRegistries } from '../../../renderer/core/registries.ts';
import { renderDashboard } from '../../../renderer/testing/renderDashboard.tsx';
import { allRegistries } from '../../testing.ts';

const registries: RendererRegistries = {
  ...allRegistries,
  encoders: { ...allRegistries.encoders, asIs: (change: unknown) => ({ change }) },
  transforms: { ...allRegistries.transforms, asGroups: (answer: unknown) => answer },
};

const render = (definition: DashboardScreen, answers: Parameters<typeof fakeCall>[0]) => renderDashboard(definition, answers, registries);

describe('editable links card', () => {
  const definition: DashboardScreen = {
    kind: 'dashboard',
    titleKey: 'dashboard.editLanding.title',
    cards: [{
      id: 'editor',
      titleKey: 'dashboard.landing.categories',
      dataSource: { call: 'landing.items', transform: 'asGroups' as never },
      card: 'links',
      links: {
        edit: {
          calls: { createGroup: 'landing.createCategories', updateGroups: 'landing.updateCategories', deleteGroup: 'landing.deleteCategories', createItem: 'landing.createItems', updateItems: 'landing.saveItems', deleteItem: 'landing.deleteItems' },
          encoder: 'asIs' as never,
          kinds: ['link'],
        },
      },
    }],
  };
  const groups = { groups: [
    { id: '1', title: 'Apps', items: [{ id: '10', title: 'Mail', href: '#/a' }, { id: '11', title: 'Wiki', href: '#/b' }] },
    { id: '2', title: 'Travel', items: [] },
    { titleKey: 'dashboard.landing.untitledCategory', title: 'Untitled Category', items: [] },
  ] };

  it('saves each reorder and feature through its call and reloads; the group of no group cannot be renamed', async () => {
    const { fn } = render(definition, { 'landing.items': groups, 'landing.createCategories': {}, 'landing.saveItems': null, 'landing.updateCategories': null });
    const apps = await screen.findByRole('region', { name: 'Apps' });
    expect(within(screen.getByRole('region', { name: 'Untitled Category' })).queryByRole('button', { name: /Rename/ })).toBeNull();

    fireEvent.click(within(apps).getByRole('button', { name: 'Move Wiki up' }));
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.saveItems', {}, { change: { op: 'updateItems', items: [{ id: '11', order: 0 }, { id: '10', order: 1 }] } }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Travel up' }));
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.updateCategories', {}, { change: { op: 'updateGroups', groups: [{ id: '2', order: 0 }, { id: '1', order: 1 }] } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Feature Mail' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Feature Mail' }));
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.saveItems', {}, { change: { op: 'updateItems', items: [{ id: '10', featured: true }] } }));
    await waitFor(() => expect(fn.mock.calls.filter(([name]) => name === 'landing.items').length).toBe(4));
  }, 20_000);

  it('reorders items by drag and drop within their group', async () => {
    const { fn } = render(definition, { 'landing.items': groups, 'landing.saveItems': null });
    const apps = await screen.findByRole('region', { name: 'Apps' });
    const [mail, wiki] = within(apps).getAllByRole('listitem');
    fireEvent.dragStart(wiki!);
    fireEvent.dragOver(mail!);
    fireEvent.drop(mail!);
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.saveItems', {}, { change: { op: 'updateItems', items: [{ id: '11', order: 0 }, { id: '10', order: 1 }] } }));
  }, 20_000);

  it('moves an item into another group by drag and drop: onto the group (its end) or onto one of its items (that place)', async () => {
    const withTravel = { groups: [groups.groups[0]!, { id: '2', title: 'Travel', items: [{ id: '20', title: 'Flights', href: '#/c' }] }, groups.groups[2]!] };
    const { fn } = render(definition, { 'landing.items': withTravel, 'landing.saveItems': null });
    const apps = await screen.findByRole('region', { name: 'Apps' });
    const travel = screen.getByRole('region', { name: 'Travel' });
    const [, wiki] = within(apps).getAllByRole('listitem');
    fireEvent.dragStart(wiki!);
    fireEvent.dragOver(travel);
    fireEvent.drop(travel);
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.saveItems', {}, { change: { op: 'updateItems', items: [{ id: '20', order: 0 }, { id: '11', order: 1, groupId: '2' }] } }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Feature Mail' })).toHaveProperty('disabled', false));
    const [mail] = within(screen.getByRole('region', { name: 'Apps' })).getAllByRole('listitem');
    const [flights] = within(screen.getByRole('region', { name: 'Travel' })).getAllByRole('listitem');
    fireEvent.dragStart(mail!);
    fireEvent.dragOver(flights!);
    fireEvent.drop(flights!);
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.saveItems', {}, { change: { op: 'updateItems', items: [{ id: '10', order: 0, groupId: '2' }, { id: '20', order: 1 }] } }));
  }, 20_000);

  it('moves an item into another group from its move menu, by keyboard', async () => {
    const { fn } = render(definition, { 'landing.items': groups, 'landing.saveItems': null });
    const apps = await screen.findByRole('region', { name: 'Apps' });
    fireEvent.click(within(apps).getByRole('button', { name: 'Move Wiki to another category' }));
    const menu = await screen.findByRole('menu', { name: 'Move Wiki to another category' });
    // The other groups, the group of what is in no group too.
    expect(within(menu).getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Travel', 'Untitled Category']);
    fireEvent.keyDown(within(menu).getByRole('menuitem', { name: 'Travel' }), { key: 'Enter' });
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.saveItems', {}, { change: { op: 'updateItems', items: [{ id: '11', order: 0, groupId: '2' }] } }));
  }, 20_000);

  it('edits an item’s name and description', async () => {
    const { fn } = render(definition, { 'landing.items': groups, 'landing.saveItems': null });
    const apps = await screen.findByRole('region', { name: 'Apps' });
    fireEvent.click(within(apps).getByRole('button', { name: 'Edit Mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Mail');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: ' Web mail for everyone ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.saveItems', {}, { change: { op: 'updateItems', items: [{ id: '10', title: 'Mail', description: 'Web mail for everyone' }] } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('adds a group named in a dialog', async () => {
    const { fn } = render(definition, { 'landing.items': groups, 'landing.createCategories': {} });
    await screen.findByRole('region', { name: 'Apps' });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Finance ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.createCategories', {}, { change: { op: 'createGroup', title: 'Finance' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('asks before deleting, and keeps the dialog with the error when a change fails', async () => {
    const { fn, notify } = render(definition, { 'landing.items': groups, 'landing.deleteItems': null, 'landing.updateCategories': new Error('refused') });
    const apps = await screen.findByRole('region', { name: 'Apps' });
    fireEvent.click(within(apps).getByRole('button', { name: 'Delete Mail' }));
    const confirm = await screen.findByRole('dialog');
    expect(fn).not.toHaveBeenCalledWith('landing.deleteItems', expect.anything(), expect.anything());
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fn).toHaveBeenCalledWith('landing.deleteItems', {}, { change: { op: 'deleteItem', id: '10' } }));

    await waitFor(() => expect(within(apps).getByRole('button', { name: 'Rename Apps' })).toHaveProperty('disabled', false));
    fireEvent.click(within(apps).getByRole('button', { name: 'Rename Apps' }));
    const rename = await screen.findByRole('dialog');
    fireEvent.change(within(rename).getByRole('textbox', { name: 'Name' }), { target: { value: 'Applications' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' })));
    expect((within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Applications');
  }, 20_000);
});
