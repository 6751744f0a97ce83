import { describe, expect, it } from 'vitest';
import { chunkName, shellFiles } from './size.ts';

describe('npm run size', () => {
  it("counts the entry and its static imports, with their CSS, but no lazy chunk", () => {
    const manifest = {
      'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-CCCCCCCC.css'] },
      '_shared.js': { file: 'assets/shared-BBBBBBBB.js', imports: ['index.html'] },
      'shell/help/AboutModal.tsx': { file: 'assets/AboutModal-DDDDDDDD.js', imports: ['_shared.js'] },
    };
    expect(shellFiles(manifest).sort()).toEqual(['assets/index-AAAAAAAA.js', 'assets/index-CCCCCCCC.css', 'assets/shared-BBBBBBBB.js']);
  });
  it('names chunks without their content hash', () => {
    expect(chunkName('assets/index-B1x_9aQz.js')).toBe('assets/index.js');
    expect(chunkName('assets/Modal-TUtQXKeI.js')).toBe('assets/Modal.js');
  });
});
