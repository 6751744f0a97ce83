import { describe, expect, it } from 'vitest';
import { base64OfDataUrl, checkImageFile, imageSource } from './imageRules.ts';

describe('checkImageFile', () => {
  it('accepts an image under 59 kb', () => {
    expect(checkImageFile({ name: 'me.JPG', size: 59 * 1024 - 1 })).toBeNull();
  });
  it("refuses 59 kb and more: 'Image Size should be less Than 59 kb'", () => {
    expect(checkImageFile({ name: 'me.png', size: 59 * 1024 })).toBe('widgets.imageUpload.tooLarge');
    expect(checkImageFile({ name: 'me.png', size: 10 * 1024 }, { maxSizeKb: 10 })).toBe('widgets.imageUpload.tooLarge');
  });
  it('refuses names with more than one extension', () => {
    expect(checkImageFile({ name: 'me.php.jpg', size: 10 })).toBe('widgets.imageUpload.multipleExtensions');
  });
  it('refuses extensions that are not accepted, and names without one', () => {
    expect(checkImageFile({ name: 'me.bmp', size: 10 })).toBe('widgets.imageUpload.invalidExtension');
    expect(checkImageFile({ name: 'me', size: 10 })).toBe('widgets.imageUpload.invalidExtension');
    expect(checkImageFile({ name: 'me.bmp', size: 10 }, { extensions: ['bmp'] })).toBeNull();
  });
});

describe('image sources', () => {
  it('reads bare base64 as jpeg and keeps data URLs', () => {
    expect(imageSource('AAA')).toBe('data:image/jpeg;base64,AAA');
    expect(imageSource('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(imageSource('data:image/png;base64,BBB')).toBe('data:image/png;base64,BBB');
    expect(imageSource('')).toBeUndefined();
    expect(base64OfDataUrl('data:image/png;base64,BBB')).toBe('BBB');
  });
});
