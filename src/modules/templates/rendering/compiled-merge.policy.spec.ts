import { buildMergeContext } from 'src/modules/templates/merge/merge-context.mapper';
import { renderWithContext, type MergeFormat } from 'src/modules/templates/merge/merge.engine';
import { MergeError } from 'src/modules/templates/merge/merge.errors';
import { findUnresolvedTokens, knownIn } from 'src/modules/templates/merge/merge-tags.engine';
import { isHelperName, MERGE_CACHE_SIZE, renderCompiled, unresolvedTokensOf } from './compiled-merge.policy';
import { renderLenient } from './lenient-merge.policy';

const TZ = 'America/New_York';
const context = buildMergeContext(
  { first_name: '<b>ann</b>', last_name: 'lee', move_date: '2026-12-05', company: { name: 'Acme & Co' } },
  new Date('2026-11-23T14:05:00Z'),
  TZ,
);

const SOURCES = [
  '<p>Hi {{firstName}} {{{firstName}}} {{& lastName}}</p>',
  '{{uppercase firstName}} {{titlecase lastName}} {{formatDate moveDate "long"}} {{company.name}} {{currentYear}}',
  '{{#if firstName}}<b>{{fallback nickname "there"}}</b>{{else}}none{{/if}}',
  'Hi {{firstName}} {{nickname}} {{company.phone}} {{shout firstName}}',
  '{{firstName',
  '{{> partial}} {{#each items}}{{this}}{{/each}}',
];

const outcome = (render: () => string): string => {
  try {
    return `ok:${render()}`;
  } catch (error) {
    return error instanceof MergeError ? `error:${error.message}` : `other:${String(error)}`;
  }
};

describe('compiled merge', () => {
  it.each(SOURCES.flatMap((source) => (['html', 'text'] as const).map((format): [MergeFormat, string] => [format, source])))(
    'renders %s like the merge engine: %s',
    (format, source) => {
      expect(outcome(() => renderCompiled(source, context, format, TZ))).toBe(outcome(() => renderWithContext(source, context, format, TZ)));
      expect(unresolvedTokensOf(source, format, knownIn(context))).toEqual(findUnresolvedTokens(source, knownIn(context)));
    },
  );

  it('gives the same answers from the cache, also after other sources pushed it out', () => {
    const source = '<p>{{firstName}}</p>';
    const first = renderCompiled(source, context, 'html', TZ);
    for (let i = 0; i <= MERGE_CACHE_SIZE; i++) renderCompiled(`<p>${i} {{lastName}}</p>`, context, 'html', TZ);
    expect(renderCompiled(source, context, 'html', TZ)).toBe(first);
    expect(renderCompiled(source, { ...context, firstName: 'Bo' }, 'html', TZ)).toBe('<p>Bo</p>');
  });

  it('escapes in html and not in text for the same source', () => {
    expect(renderCompiled('{{firstName}}', context, 'html', TZ)).toBe('&lt;b&gt;ann&lt;/b&gt;');
    expect(renderCompiled('{{firstName}}', context, 'text', TZ)).toBe('<b>ann</b>');
  });
});

describe('Handlebars\' own helper names', () => {
  it('should answer a MergeError, never a Handlebars exception, when data names helperMissing or blockHelperMissing', () => {
    for (const name of ['helperMissing', 'blockHelperMissing']) {
      const named = { ...context, [name]: 'x' };
      expect(() => renderCompiled(`<p>{{${name}}}</p>`, named, 'html', TZ)).toThrow(MergeError);
    }
  });

  it('should leave them as written in a lenient render, reported unresolved', () => {
    expect(renderLenient('<p>{{helperMissing}} {{firstName}}</p>', context, 'html', TZ)).toEqual({ output: '<p>{{helperMissing}} {{firstName}}</p>', unresolved: ['helperMissing'] });
    expect(isHelperName('blockHelperMissing')).toBe(true);
    expect(isHelperName('firstName')).toBe(false);
  });
});
