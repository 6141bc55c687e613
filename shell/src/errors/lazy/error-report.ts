import type { RuntimeConfig } from '@reelist/contracts';
import { reportCopied, reportCopyFailed } from '../report-messages';

export interface ErrorReport {
  message: string;
  stack: string | null;
  componentStack: string | null;
  url: string;
  userAgent: string;
  time: string;
}

const KEY_PARAM = /([?&](?:api_key|apikey)=)[^&#\s"'\\]*/gi;
// A key this short would match ordinary text; real keys are much longer.
const MIN_SECRET_LENGTH = 6;

/** Removes API keys: any api_key/apikey query value, and the configured keys wherever they appear. */
export function scrubSecrets(text: string, config?: Pick<RuntimeConfig, 'tmdb' | 'omdb'>): string {
  let result = text.replace(KEY_PARAM, '$1[redacted]');
  for (const secret of [config?.tmdb.apiKey, config?.omdb.apiKey]) {
    if (secret && secret.length >= MIN_SECRET_LENGTH) result = result.split(secret).join('[redacted]');
  }
  return result;
}

export interface ReportContext {
  error: unknown;
  componentStack?: string | null;
  config?: Pick<RuntimeConfig, 'tmdb' | 'omdb'>;
  url?: string;
  userAgent?: string;
  now?: Date;
}

/** The JSON the Report Error button copies: what a developer needs, never an API key. */
export function buildErrorReport({
  error,
  componentStack = null,
  config,
  url = window.location.href,
  userAgent = navigator.userAgent,
  now = new Date(),
}: ReportContext): string {
  const err = error instanceof Error ? error : new Error(String(error));
  const report: ErrorReport = {
    message: err.message,
    stack: err.stack ?? null,
    componentStack,
    url,
    userAgent,
    time: now.toISOString(),
  };
  return scrubSecrets(JSON.stringify(report, null, 2), config);
}

export { reportCopied, reportCopyFailed };

/** Copies the report and tells the visitor the outcome with the product's fixed alerts. */
export async function copyErrorReport(report: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(report);
    window.alert(reportCopied());
    return true;
  } catch (error) {
    console.error('[reelist] could not copy the error report', error);
    window.alert(reportCopyFailed());
    return false;
  }
}
