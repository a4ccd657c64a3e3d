import { describe, expect, it } from 'vitest';
import messages from '@/messages/zh-CN.json';
import { clientMessages } from './client-messages';

describe('client messages of a page', () => {
  it('ship the shared namespaces and only the two portal dialogs of the portal namespace', () => {
    const picked = clientMessages(messages);
    expect(Object.keys(picked).sort()).toEqual(['api', 'auth', 'header', 'portal', 'quickNav', 'ui']);
    expect(picked.portal).toEqual({ marks: messages.portal.marks, identity: messages.portal.identity });
    expect(picked).not.toHaveProperty('userCentre');
    expect(picked).not.toHaveProperty('footer');
  });

  it('add a page family namespace whole, keeping the shared pieces the same objects', () => {
    const portalPage = clientMessages(messages, ['portal']);
    expect(portalPage.portal).toBe(messages.portal);
    const userCentrePage = clientMessages(messages, ['userCentre']);
    expect(userCentrePage.userCentre).toBe(messages.userCentre);
    expect(userCentrePage.header).toBe(clientMessages(messages).header);
  });
});
