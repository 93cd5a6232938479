import { render } from '@testing-library/react';
import { taggedText } from './tagged-text';

describe('taggedText', () => {
  it('draws each tagged part with its element and keeps the text around them', () => {
    const { container } = render(
      <p>
        {taggedText('Messages<hidden>, </hidden><badge>99+</badge><hidden> unread</hidden>', {
          badge: <span className="badge" />,
          hidden: <span className="hidden" />,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Messages<span class="hidden">, </span><span class="badge">99+</span><span class="hidden"> unread</span></p>',
    );
  });

  it('keeps the text of a tag it has no element for, and a text without tags as it is', () => {
    expect(taggedText('a<x>b</x>c', {})).toEqual(['a', 'b', 'c']);
    expect(taggedText('plain', {})).toEqual(['plain']);
  });
});
