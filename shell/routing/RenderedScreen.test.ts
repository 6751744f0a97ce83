import { describe, expect, it } from 'vitest';
import { attributeKeys, pageSizeOptions } from './RenderedScreen.tsx';

describe('the global settings as the renderer takes them', () => {
  it('reads optionsRowsPerPage as page sizes of 1 to 300', () => {
    expect(pageSizeOptions('5, 10,25,50')).toEqual([5, 10, 25, 50]);
    expect(pageSizeOptions('0,500,x')).toBeUndefined();
    expect(pageSizeOptions(undefined)).toBeUndefined();
  });

  it('reads searchLookup as attribute keys', () => {
    expect(attributeKeys(' FirstName, Email ,')).toEqual(['FirstName', 'Email']);
    expect(attributeKeys(' , ')).toBeUndefined();
  });
});
