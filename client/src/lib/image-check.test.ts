import { describe, expect, it } from 'vitest';

import { imageProblem } from './image-check';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

describe('imageProblem', () => {
  it('when the bytes are a picture within the limit, then there is no problem, whatever the declared type', async () => {
    const file = new Blob([new Uint8Array(PNG_HEAD)], { type: 'application/octet-stream' });
    expect(await imageProblem(file)).toBeNull();
  });

  it('when a text file is named as a JPEG, then its bytes give it away', async () => {
    const file = new File(['just some words'], 'cake.jpg', { type: 'image/jpeg' });
    expect(await imageProblem(file)).toEqual({ kind: 'type' });
  });

  it('when the file is over the limit, then it is refused by size before its bytes are read', async () => {
    const file = new Blob([new Uint8Array(PNG_HEAD), new Uint8Array(100)]);
    expect(await imageProblem(file, 100)).toEqual({ kind: 'size', bytes: 112 });
    expect(await imageProblem(file, 112)).toBeNull();
  });
});
