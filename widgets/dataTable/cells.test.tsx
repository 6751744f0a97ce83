import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { cellRenderers, type CellProps } from './cells.tsx';

const draw = (name: keyof typeof cellRenderers, props: Omit<CellProps, 'row' | 'label'>) => {
  const Cell = cellRenderers[name];
  return renderWithI18n(
    <div data-testid="cell">
      <Cell row={{}} label="Status" {...props} />
    </div>,
  );
};

describe('status and date cells', () => {
  it('shows a timestamp as a date and time, its distance from now in words as the tooltip', () => {
    draw('timestamp', { value: new Date(Date.now() - 50 * 60 * 1000).toISOString() });
    expect(screen.getByTitle('about an hour ago').textContent).toMatch(/\d{4} \d{1,2}:\d{2} [AP]M$/);
    draw('timestamp', { value: new Date(Date.now() + 3 * 24 * 3600 * 1000 + 60_000).toISOString() });
    expect(screen.getByTitle('in 3 days')).toBeTruthy();
  });

  it('shows a role request state by name with the icon of its group', () => {
    draw('requestStatus', { value: 95, options: { catalogue: 'role' } });
    expect(screen.getByTestId('cell').textContent).toBe('DeniedDenied');
    expect(screen.getByTitle('Denied')).toBeTruthy();
    expect(screen.getByTestId('cell').querySelector('[data-icon-group]')?.getAttribute('data-icon-group')).toBe('denied');
  });

  it('reads the resource catalogue when asked, and names an unknown code "Unknown (code)", without an icon', () => {
    draw('requestStatus', { value: '29', options: { catalogue: 'resource' } });
    expect(screen.getByText('Provision succeeded')).toBeTruthy();
    expect(screen.getByTitle('Completed (approved)')).toBeTruthy();
    renderWithI18n(<span data-testid="unknown">{(() => { const Cell = cellRenderers.requestStatus; return <Cell row={{}} label="" value={29} options={{ catalogue: 'role' }} />; })()}</span>);
    expect(screen.getByTestId('unknown').textContent).toBe('Unknown (29)');
    expect(screen.getByTestId('unknown').querySelector('svg')).toBeNull();
  });

  it('reads a row by its own entityType when the list names no catalogue (the dashboard’s recent requests)', () => {
    const Cell = cellRenderers.requestStatus;
    renderWithI18n(
      <>
        <span data-testid="prd"><Cell row={{ entityType: 'prd' }} label="" value={5} /></span>
        <span data-testid="resource"><Cell row={{ entityType: 'resource' }} label="" value={27} /></span>
        <span data-testid="retracted"><Cell row={{ entityType: 'prd' }} label="" value={3} /></span>
      </>,
    );
    // The text after the icon's title (the icon group's name).
    const shown = (id: string) => [screen.getByTestId(id).querySelector('[data-icon-group]')?.getAttribute('data-icon-group'), screen.getByTestId(id).textContent];
    expect(shown('prd')).toEqual(['denied', 'DeniedRefused']);
    expect(shown('resource')).toEqual(['running', 'RunningProvision retry pending']);
    expect(shown('retracted')).toEqual(['canceled', 'CanceledRetracted']);
  });

  it('takes the catalogue from the row when catalogueFrom names its attribute (a history mixes roles, resources and PRDs)', () => {
    const Cell = cellRenderers.requestStatus;
    renderWithI18n(
      <>
        <span data-testid="prd"><Cell row={{ entityType: 'prd' }} label="" value={5} options={{ catalogueFrom: 'entityType' }} /></span>
        <span data-testid="resource"><Cell row={{ entityType: 'resource' }} label="" value={29} options={{ catalogueFrom: 'entityType', catalogue: 'role' }} /></span>
        <span data-testid="fallback"><Cell row={{}} label="" value={50} options={{ catalogueFrom: 'entityType', catalogue: 'resource' }} /></span>
      </>,
    );
    // The icon's title (its group) comes first in the text.
    expect(screen.getByTestId('prd').textContent).toBe('DeniedRefused');
    expect(screen.getByTestId('prd').querySelector('[data-icon-group]')?.getAttribute('data-icon-group')).toBe('denied');
    expect(screen.getByTestId('resource').textContent).toBe('Completed (approved)Provision succeeded');
    expect(screen.getByTestId('fallback').textContent).toBe('Completed (approved)Provisioned');
  });

  it('names process states, record status and request operations', () => {
    draw('processState', { value: 2 });
    draw('recordStatus', { value: '15' });
    draw('requestOperation', { value: 41, options: { catalogue: 'role' } });
    const texts = screen.getAllByTestId('cell').map((cell) => cell.textContent);
    expect(texts).toEqual(['Terminated', 'Pending Delete', 'Add container including subtree']);
  });

  it('formats an ISO text and epoch milliseconds the same way (lll)', () => {
    const at = new Date(2026, 0, 15, 14, 30);
    draw('date', { value: at.toISOString() });
    draw('date', { value: at.getTime() });
    const [iso, millis] = screen.getAllByTestId('cell').map((cell) => cell.textContent);
    expect(iso).toMatch(/^Jan 15, 2026 2:30\sPM$/);
    expect(millis).toBe(iso);
  });
});

describe('the code-label cell', () => {
  const roleLevels = { field: 'level', labels: { '10': 'widgets.roleLevel.10', '20': 'widgets.roleLevel.20', '30': 'widgets.roleLevel.30' } };

  it('shows a code by its translated name, read from the field of an object value or the value itself', () => {
    draw('codeLabel', { value: { level: 30 }, options: roleLevels });
    expect(screen.getByTestId('cell').textContent).toBe('Business Role');
  });

  it('shows a plain code by name, and an unknown code as it is', () => {
    const { unmount } = draw('codeLabel', { value: '10', options: roleLevels });
    expect(screen.getByTestId('cell').textContent).toBe('Permission Role');
    unmount();
    draw('codeLabel', { value: 40, options: roleLevels });
    expect(screen.getByTestId('cell').textContent).toBe('40');
  });

  it('shows a DN by its first segment, the whole DN as its title', () => {
    draw('dnName', { value: 'cn=Group,cn=EntitlementDefs,cn=Active Directory Driver,cn=driverset1,o=system' });
    expect(screen.getByTestId('cell').textContent).toBe('Group');
    expect(screen.getByTitle('cn=Group,cn=EntitlementDefs,cn=Active Directory Driver,cn=driverset1,o=system')).toBeTruthy();
  });
});
