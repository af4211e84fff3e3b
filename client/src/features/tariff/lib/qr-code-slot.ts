import type { ComponentType } from 'react';

/** A QR code of `value` drawn as an image labelled `label`. */
export type QrCodeComponent = ComponentType<{ value: string; label: string }>;

/**
 * Loads the module that draws QR codes. The join sheet draws its QR codes with the join screen's component,
 * which the route table hands in (app/ composes features; a feature imports no other feature), so the QR
 * library stays in one chunk that both pages share.
 */
export type LoadQrCode = () => Promise<{ QrCode: QrCodeComponent }>;
