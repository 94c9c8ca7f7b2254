// Code 128 is drawn the same way on the sandbox's labels and on the CLI's size-barcode sheet.
export * from '../../domain/code128.js';
