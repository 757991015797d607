export function measurePageBytes(url: string): Promise<{
  htmlBytes: number;
  htmlGzipBytes: number;
  rscPayloadBytes: number;
  rscPayloadScripts: number;
  otherInlineScriptBytes: number;
  jsonLdBytes: number;
}>;
