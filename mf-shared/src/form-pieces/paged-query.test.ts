import { PagedQuery } from './paged-query';

/** A list of `total` records, 10 a page; `asked` records the pages the query asked for. */
function makeQuery(total: number) {
  const asked: number[] = [];
  const query = new PagedQuery<{ list: string[]; total_count: number }>(10, (page) => () => {
    asked.push(page);
    return Promise.resolve({ list: [`page ${page}`], total_count: total });
  });
  return { query, asked };
}

describe('PagedQuery', () => {
  it('counts the pages of the last answer, at least one', async () => {
    const { query } = makeQuery(31);
    expect(query.pages).toBe(1);
    await query.loadPage();
    expect(query.pages).toBe(4);
    expect(makeQuery(0).query.pages).toBe(1);
  });

  it('goes to another page of the list, never to the page shown or one outside it', async () => {
    const { query, asked } = makeQuery(31);
    await query.loadPage();
    query.goTo(2);
    query.goTo(2);
    query.goTo(0);
    query.goTo(5);
    await Promise.resolve();
    expect(query.pageNumber).toBe(2);
    expect(asked).toEqual([1, 2]);
  });

  it('starts a new search from page 1 and shows its answer', async () => {
    const { query, asked } = makeQuery(31);
    await query.loadPage();
    query.goTo(3);
    await query.first();
    expect(asked).toEqual([1, 3, 1]);
    expect(query.pageNumber).toBe(1);
    expect(query.value).toEqual({ list: ['page 1'], total_count: 31 });
  });

  it('sends the body of the page shown again on Retry, not filters changed since', async () => {
    let filter = 'a';
    const bodies: string[] = [];
    const query = new PagedQuery<{ total_count: number }>(10, (page) => {
      const body = `${filter}:${page}`;
      return () => {
        bodies.push(body);
        return Promise.resolve({ total_count: 30 });
      };
    });
    await query.loadPage();
    filter = 'b';
    await query.reload();
    await query.first();
    expect(bodies).toEqual(['a:1', 'a:1', 'b:1']);
  });

  it('shows only the answer of the page asked last', async () => {
    type Answer = { list: string[]; total_count: number };
    const answers: Record<number, (value: Answer) => void> = {};
    const query = new PagedQuery<Answer>(10, (page) => () => new Promise<Answer>((resolve) => (answers[page] = resolve)));
    void query.loadPage();
    answers[1]?.({ list: ['page 1'], total_count: 30 });
    await Promise.resolve();
    query.goTo(2);
    query.goTo(3);
    answers[3]?.({ list: ['page 3'], total_count: 30 });
    answers[2]?.({ list: ['page 2'], total_count: 30 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(query.pageNumber).toBe(3);
    expect(query.value?.list).toEqual(['page 3']);
  });
});
