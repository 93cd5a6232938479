import { screen } from '@testing-library/react';
import type { Locale } from '@casino/contracts';
import { createTestRoot, renderWithRoot } from '../testing';
import { Pager } from './pager';

/** The pager's text for a page, a page count and a record count, in a language. */
async function pagerText(page: number, pages: number, total: number | undefined, locale: Locale = 'en_US'): Promise<string> {
  const root = await createTestRoot({ locale });
  const { unmount } = renderWithRoot(<Pager page={page} pages={pages} total={total} onPage={jest.fn()} />, root);
  const text = screen.getByRole('navigation').textContent ?? '';
  unmount();
  return text;
}

describe('Pager', () => {
  it('counts the records in the forms of the language: one record, two records', async () => {
    expect(await pagerText(1, 1, 1)).toContain('Page 1 of 1 (1 record)');
    expect(await pagerText(1, 2, 31)).toContain('Page 1 of 2 (31 records)');
    expect(await pagerText(2, 2, undefined)).toContain('Page 2 of 2');
  });

  it('in Tamil, one பதிவு and many பதிவுகள்', async () => {
    expect(await pagerText(1, 1, 1, 'ta_IN')).toContain('(1 பதிவு)');
    expect(await pagerText(1, 1, 5, 'ta_IN')).toContain('(5 பதிவுகள்)');
  });
});
