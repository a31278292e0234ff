export function wrap(text: string, width: number, max: number): string[];
export function previewCards(options?: {
  publicDir?: string;
  catalog?: unknown;
}): Promise<{ path: string; svg: string }[]>;
export function makePreviewImages(options?: {
  outDir?: string;
  publicDir?: string;
  catalog?: unknown;
}): Promise<{ path: string; bytes: number }[]>;
