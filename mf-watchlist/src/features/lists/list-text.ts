/** "1 title", "12 titles". */
export const countTitles = (count: number): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'title' : 'titles'}`;
