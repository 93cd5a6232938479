import { pictureSource } from './picture-source';

describe('pictureSource', () => {
  it.each([
    ['https://cdn.example/games/jl-1.png', 'https://cdn.example/games/jl-1.png'],
    ['/api/assets/games/GPJL/JL-1.svg', '/api/assets/games/GPJL/JL-1.svg'],
    [' http://cdn.example/a.png ', 'http://cdn.example/a.png'],
    ['', null],
    ['   ', null],
    [null, null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
  ])('%p gives %p', (src, expected) => {
    expect(pictureSource(src)).toBe(expected);
  });
});
