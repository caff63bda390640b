import { replyToAddress, replyToken } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import { plusTag, replyTokenCandidates, verifiedReplyRun } from './reply-token.policy';

const SECRET = 'reply-secret-0123456789';
const RUN = '6f1c2a9e-4b7d-4c1e-9a3f-2d5e8b7c6a10';

describe('reply tokens', () => {
  it('should read the plus tag of an address', () => {
    expect(plusTag('sales+r-abc@company.example')).toBe('r-abc');
    expect(plusTag('Sales <Sales+R-ABC@company.example>')).toBe('r-abc');
    expect(plusTag('sales@company.example')).toBeNull();
    expect(plusTag('sales+@company.example')).toBeNull();
    expect(plusTag('not an address')).toBeNull();
  });

  it('should gather tags from the recipients and the envelope headers, once each', () => {
    const address = replyToAddress('Atlas <quotes@atlasmoving.example>', RUN, SECRET);
    const candidates = replyTokenCandidates({
      to: ['quotes@atlasmoving.example', address, 'mike+news@atlasmoving.example'],
      headers: new Map([['delivered-to', [address]], ['x-original-to', ['quotes+r-zzz@atlasmoving.example']]]),
    });
    expect(candidates).toEqual([`r-${replyToken(RUN, SECRET)}`, 'news', 'r-zzz']);
  });

  it('should name the run only for a token made with the same secret', () => {
    const token = `r-${replyToken(RUN, SECRET)}`;
    expect(verifiedReplyRun(['news', 'r-zzz', token], SECRET)).toBe(RUN);
    expect(verifiedReplyRun([token.toUpperCase()], SECRET)).toBe(RUN);
    expect(verifiedReplyRun([token], 'another-secret-0123456789')).toBeNull();
    expect(verifiedReplyRun([`${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`], SECRET)).toBeNull();
    expect(verifiedReplyRun([replyToken(RUN, SECRET)], SECRET)).toBeNull();
    expect(verifiedReplyRun([], SECRET)).toBeNull();
  });
});
