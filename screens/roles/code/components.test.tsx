import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../../widgets/testing/renderWithI18n.tsx';
import { rolesComponents } from './components.tsx';

const RoleLevel = rolesComponents.cellRenderers.roleLevel;

describe("the roles area's cells", () => {
  it('shows a role level by its name', () => {
    renderWithI18n(
      <span data-testid="level">
        <RoleLevel row={{}} label="" value={{ level: 30 }} />
      </span>,
    );
    expect(screen.getByTestId('level').textContent).toBe('Business Role');
  });
});
