import { C, DEFAULT_PREFERENCES } from '@reelist/contracts';
import { readBackupFile, restoredMessage } from './backup-file';

// A complete-data backup with a review longer than the form allows is restored with it cut, and the success
// line says so.

const backupFile = (content: string) =>
  new File(
    [
      JSON.stringify({
        exportedAt: '2026-01-01T00:00:00.000Z',
        version: C.EXPORT_VERSION,
        analytics: { viewingStats: {}, searchStats: {}, viewHistory: [], searchHistory: [] },
        userData: {
          watchlist: [{ id: 7, title: 'Seven', media_type: 'movie', status: 'watched' }],
          reviews: {
            movie_7: [
              {
                id: 'r1',
                movieId: 7,
                rating: 4,
                content,
                author: C.LOCAL_USER,
                createdAt: '2025-02-01T21:00:00.000Z',
              },
            ],
          },
          ratings: {},
          preferences: DEFAULT_PREFERENCES,
          theme: { theme: 'light', autoTheme: false },
        },
      }),
    ],
    'reelist-complete-data.json',
    { type: 'application/json' },
  );

describe('restoring a backup with a review longer than the form allows', () => {
  it('reads it cut to 10,000 characters and says so after the restore', async () => {
    const read = await readBackupFile(backupFile('x'.repeat(300_000)));
    if (!read.ok) throw new Error(read.message);
    expect(read.data.backup.reviews.movie_7?.[0]?.content).toHaveLength(C.REVIEW_CONTENT_MAX);
    expect(restoredMessage(read.data)).toBe(
      'Backup restored: 1 watchlist items, 0 views and 0 searches. ' +
        '1 review longer than 10,000 characters is cut to 10,000.',
    );
  });

  it('says nothing more when every text fits', async () => {
    const read = await readBackupFile(backupFile('Fine.'));
    if (!read.ok) throw new Error(read.message);
    expect(restoredMessage(read.data)).toBe('Backup restored: 1 watchlist items, 0 views and 0 searches.');
  });
});
