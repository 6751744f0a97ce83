import { describe, expect, it } from 'vitest';
import { encoders } from './index.ts';

describe('encoders', () => {
  it('trimNames trims name, description and localized texts', () => {
    expect(encoders.trimNames({ name: ' Role ', description: ' d ', localizedNames: { en: ' R ', de: ' Rolle' }, other: ' x ' }, {})).toEqual({
      name: 'Role',
      description: 'd',
      localizedNames: { en: 'R', de: 'Rolle' },
      other: ' x ',
    });
  });
});
