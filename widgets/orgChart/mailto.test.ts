import { describe, expect, it } from 'vitest';
import { mailToPerson, mailToTeam, shareByMail } from './mailto.ts';

describe('org chart mail links', () => {
  it('mails one person, or nobody without an address', () => {
    expect(mailToPerson(' megan@example.com ')).toBe('mailto:megan@example.com');
    expect(mailToPerson('')).toBeUndefined();
    expect(mailToPerson('not an address')).toBeUndefined();
  });

  it('joins the team addresses by semicolons, once each, skipping the missing ones', () => {
    expect(mailToTeam(['a@example.com', '', 'b@example.com', 'a@example.com'])).toBe('mailto:a@example.com;b@example.com');
    expect(mailToTeam(['', ' '])).toBeUndefined();
  });

  it('encodes what could add a header or cut the link', () => {
    expect(mailToPerson('x@example.com?cc=evil@example.com')).toBe('mailto:x@example.com%3Fcc%3Devil@example.com');
    expect(mailToTeam(['o\'brien&co@example.com', 'z#1@example.com'])).toBe("mailto:o'brien%26co@example.com;z%231@example.com");
  });

  it('shares a link with an encoded subject and body, names escaped', () => {
    const href = shareByMail('Org chart of Zoë O\'Brien & Söhne', 'See https://idm.example.com/#/orgchart/cn%3Dz\nThanks');
    expect(href).toBe(
      "mailto:?subject=Org%20chart%20of%20Zo%C3%AB%20O'Brien%20%26%20S%C3%B6hne&body=See%20https%3A%2F%2Fidm.example.com%2F%23%2Forgchart%2Fcn%253Dz%0AThanks",
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Org chart of Zoë O\'Brien & Söhne');
    expect(url.searchParams.get('body')).toContain('#/orgchart/cn%3Dz\nThanks');
  });
});
