import { render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../../theme/theme';
import { EditorTopBar } from './EditorHeader';

const PHONE_WIDTH = 390;

/** Whether a media condition such as '(min-width:600px)' holds at the phone's width. */
const holdsOnPhone = (condition: string): boolean =>
  [...condition.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) => (bound === 'min' ? PHONE_WIDTH >= Number(px) : PHONE_WIDTH <= Number(px)));

/**
 * A style as a 390 px phone gets it, read from the style rules (jsdom applies every breakpoint's rules at once, so the
 * computed style cannot tell). Later rules win, as in the cascade of equally specific class selectors.
 */
const phoneStyle = (element: Element, property: string): string => {
  let value = '';
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule && holdsOnPhone(rule.conditionText)) visit(rule.cssRules);
      else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) value = rule.style.getPropertyValue(property) || value;
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return value;
};

const renderBar = () =>
  render(
    <ThemeProvider theme={createTheme(lightTheme)}>
      <EditorTopBar title="A rather long template name for a phone" dirty saving={false} mode="edit" onModeChange={vi.fn()} onSave={vi.fn()} onClose={vi.fn()} />
    </ThemeProvider>,
  );

describe('EditorTopBar on a phone', () => {
  it('puts the indicator, Edit | Preview and Save on a row of their own below the name', () => {
    renderBar();
    const actions = screen.getByTestId('editor-actions');
    expect(actions).toContainElement(screen.getByRole('button', { name: 'Save' }));
    expect(actions).toContainElement(screen.getByRole('group', { name: 'Editor mode' }));
    expect(actions).toContainElement(screen.getByTestId('save-state'));
    expect(phoneStyle(actions, 'flex-basis')).toBe('100%');
    expect(phoneStyle(actions.parentElement as Element, 'flex-wrap')).toBe('wrap');
  });

  it('lets the name take lines rather than cutting it off', () => {
    renderBar();
    const title = screen.getByRole('heading', { level: 2, name: 'A rather long template name for a phone' });
    expect(phoneStyle(title, 'white-space')).not.toBe('nowrap');
    expect(phoneStyle(title, 'overflow-wrap')).toBe('anywhere');
  });
});
