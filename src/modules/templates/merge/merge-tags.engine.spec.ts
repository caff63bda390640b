import { findUnresolvedTokens, knownFrom, knownIn, listMergeTags } from './merge-tags.engine';

describe('merge tags', () => {
  describe('listMergeTags', () => {
    it('lists each variable once, in order of first use, without helpers', () => {
      const source = '{{fallback firstName "there"}} {{titlecase customerName}} {{firstName}} {{formatDate moveDate "long"}} {{currentDate}}';
      expect(listMergeTags(source)).toEqual(['firstName', 'customerName', 'moveDate', 'currentDate']);
    });

    it('includes variables in conditions, both branches, hash values, sub-expressions and triple-stash', () => {
      const source = '{{#if moveDate}}{{{originAddress}}}{{else}}{{uppercase (lowercase lastName)}}{{/if}}{{#unless email}}{{fallback phone x=company.name}}{{/unless}}';
      expect(listMergeTags(source)).toEqual(['moveDate', 'originAddress', 'lastName', 'email', 'phone', 'company.name']);
    });

    it('reads @root paths as their variable, and ignores comments, escaped tags and literals', () => {
      expect(listMergeTags('{{@root.firstName}} {{!-- {{hidden}} --}} \\{{literal}} {{fallback "a" "b"}} {{uppercase 3}}')).toEqual(['firstName']);
    });

    it('gives nothing for plain text, and nothing for a template that does not parse', () => {
      expect(listMergeTags('<p>No tags here</p>')).toEqual([]);
      expect(listMergeTags('{{firstName')).toEqual([]);
    });
  });

  describe('findUnresolvedTokens', () => {
    const known = knownFrom(['firstName', 'lastName', 'moveDate']);

    it('is empty when every variable is known', () => {
      expect(findUnresolvedTokens('Hi {{firstName}} {{formatDate moveDate "short"}}', known)).toEqual([]);
    });

    it('lists unknown variables once each, snake_case source names included', () => {
      expect(findUnresolvedTokens('{{first_name}} {{nickname}} {{first_name}} {{fallback middle_name "x"}}', known)).toEqual(['first_name', 'nickname', 'middle_name']);
    });

    it('lists unknown helpers, partials, context-changing blocks, @data and parent paths', () => {
      expect(findUnresolvedTokens('{{shout firstName}}', known)).toEqual(['shout']);
      expect(findUnresolvedTokens('{{> header}}', known)).toEqual(['>header']);
      expect(findUnresolvedTokens('{{#each lastName}}x{{/each}}{{#with firstName}}y{{/with}}', known)).toEqual(['#each', '#with']);
      expect(findUnresolvedTokens('{{@index}} {{../firstName}} {{this}}', known)).toEqual(['@index', '../firstName', 'this']);
      expect(findUnresolvedTokens('{{lookup firstName "a"}} {{log firstName}}', known)).toEqual(['lookup', 'log']);
    });

    it('accepts if/unless blocks and checks what is inside them', () => {
      expect(findUnresolvedTokens('{{#if firstName}}{{firstName}}{{else}}{{oops}}{{/if}}', known)).toEqual(['oops']);
    });

    it('reports unclosed and empty tags as written', () => {
      expect(findUnresolvedTokens('Hi {{firstName', known)).toEqual(['{{firstName']);
      expect(findUnresolvedTokens('Hi {{}} and {{lastName}}', known)).toEqual(['{{}}']);
      expect(findUnresolvedTokens('{{first name!}} {{firstName}}', known)).toEqual(['{{first name!}}']);
      expect(findUnresolvedTokens('{{firstName {{lastName}}', known)).toEqual(['{{firstName']);
      expect(findUnresolvedTokens('<p>Hi {{firstName</p>\n<p>{{lastName}} and more</p>', known)).toEqual(['{{firstName</p>']);
    });

    it('reports the block tags when only the block structure is wrong', () => {
      expect(findUnresolvedTokens('{{#if firstName}}open', known)).toEqual(['{{#if firstName}}']);
      expect(findUnresolvedTokens('{{#if firstName}}x{{/unless}}', known)).toEqual(['{{#if firstName}}', '{{/unless}}']);
      expect(findUnresolvedTokens('{{#if firstName}}a{{else}}b{{~/if}}{{/if}}', known)).toEqual(['{{#if firstName}}', '{{else}}', '{{~/if}}', '{{/if}}']);
    });
  });

  describe('knownIn', () => {
    const isKnown = knownIn({ firstName: 'Ann', nickname: null, company: { name: 'Acme', address: { city: '' } } });

    it('knows own properties at any depth, present null or empty values included', () => {
      expect(['firstName', 'nickname', 'company.name', 'company.address.city'].every(isKnown)).toBe(true);
    });

    it('does not know missing fields, paths through non-objects or inherited properties', () => {
      expect(['lastName', 'firstName.length', 'nickname.x', 'company.zip', 'constructor', 'company.hasOwnProperty', '__proto__'].some(isKnown)).toBe(false);
    });
  });
});
