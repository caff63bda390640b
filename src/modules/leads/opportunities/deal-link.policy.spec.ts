import { dealLink } from './deal-link.policy';

describe('dealLink', () => {
  const hubspot = { appUrl: 'https://app.hubspot.com', portalId: '123' };

  it('prefers the link stored at sync time', () => {
    expect(dealLink('https://app.hubspot.com/contacts/9/record/0-3/5', '5', hubspot)).toBe('https://app.hubspot.com/contacts/9/record/0-3/5');
  });

  it('builds one from the configured portal for deals synced before links were stored', () => {
    expect(dealLink(null, '77', hubspot)).toBe('https://app.hubspot.com/contacts/123/record/0-3/77');
  });

  it('gives none without a deal or without a portal', () => {
    expect(dealLink(null, null, hubspot)).toBeNull();
    expect(dealLink(null, '77', { appUrl: 'https://app.hubspot.com' })).toBeNull();
  });
});
