/**
 * Why a PDF can't be processed, in words for the user (never a detected value). The handler
 * turns it into InputError(displayName, reason).
 */
export class PdfRefusal extends Error {}

/** A page the rewriter can't redact safely; it is rasterized instead (the reason goes in the warning). */
export class UnsupportedPage extends Error {}
