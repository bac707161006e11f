import { execFile } from 'node:child_process';

/**
 * pdf-parse (pdf.js) in a child Node process: under jest's module system pdf.js cannot start its
 * worker (a dynamic import of an ES module), so the PDF is read where it runs as in production.
 */
const READER = `
const { PDFParse } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    process.stdout.write(JSON.stringify({ text: text.text, pages: text.total, title: info.info && info.info.Title }));
  } finally {
    await parser.destroy();
  }
});`;

export interface PdfText {
  text: string;
  pages: number;
  title: string | undefined;
}

/** A PDF's text (pdf-parse v2), its page count and its title metadata. */
export function readPdf(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', READER, require.resolve('pdf-parse')],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-parse failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PdfText);
      },
    );
    child.stdin!.end(pdf);
  });
}
