import { i18n } from '@reelist/i18n';
import { messages as german } from '../locales/de.po';
import { messages as japanese } from '../locales/ja.po';
import { failedSaveMessage, unreadableKeptMessage } from './toast-queue';
import { resetQuestion } from '../toasts/unreadable-actions';

afterEach(() => i18n.activate('en'));

describe('a failed save names the data in the visitor’s language', () => {
  it('keeps the English words in English', () => {
    expect(failedSaveMessage('watch log', 'quota', false)).toBe(
      'Could not save your watch log: storage is full. The change was not kept.',
    );
    expect(resetQuestion('lists')).toBe(
      'Reset your lists? The part that could not be read will be lost, unless you downloaded it.',
    );
  });

  it('says the store’s name in German and Japanese, and leaves an unknown store’s English name', () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    expect(failedSaveMessage('watch log', 'quota', false)).toBe(
      'Die Daten (Sehtagebuch) konnten nicht gespeichert werden: Der Speicher ist voll. Die Änderung wurde nicht übernommen.',
    );
    i18n.loadAndActivate({ locale: 'ja', messages: japanese });
    expect(unreadableKeptMessage('reminders', 'quota')).toMatch(/^リマインダー/);
    expect(unreadableKeptMessage('reminders', 'quota')).not.toMatch(/reminders/);
    expect(failedSaveMessage('some new store', 'quota', true)).toMatch(/^some new storeを保存できませんでした/);
  });
});
