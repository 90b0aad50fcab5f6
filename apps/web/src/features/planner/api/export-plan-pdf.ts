import { useMutation } from '@tanstack/react-query';
import type { ErrorEnvelope } from '@camtour/shared/schemas/envelope';
import { planPdfFileName, type PlannerInput } from '@camtour/shared/schemas/planner';
import { ApiError } from '@/lib/api-client';
import { localIsoDate } from '@/lib/dates';

export interface ExportedPdf {
  blob: Blob;
  fileName: string;
}

/**
 * POST /api/web/planner/export: the server recomputes the plan and draws the PDF (it shapes
 * Khmer with HarfBuzz, which a browser PDF library would not). The answer is a file, not an
 * envelope, so this is a plain fetch; a failure still comes back as the JSON envelope.
 */
export async function exportPlanPdf(input: PlannerInput, lang: string): Promise<ExportedPdf> {
  // The user's own date names the file (camtour-plan-2026-11-22.pdf).
  const date = localIsoDate();
  let response: Response;
  try {
    response = await fetch('/api/web/planner/export', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/pdf, application/json',
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: JSON.stringify({ ...input, lang, date }),
    });
  } catch (_error) {
    throw new ApiError(0, 'network-error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorEnvelope> | null;
    throw new ApiError(response.status, body?.message || 'server-error', body?.errors ?? {});
  }
  return { blob: await response.blob(), fileName: planPdfFileName(date) };
}

/** Hands a file to the browser as a download. */
export function downloadFile({ blob, fileName }: ExportedPdf): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportPlanPdf(lang: string) {
  return useMutation({
    mutationFn: (input: PlannerInput) => exportPlanPdf(input, lang),
    onSuccess: downloadFile,
  });
}
