import { createContext, useContext } from 'react';

/** An image chosen from somewhere the editor does not know about (the media library). */
export interface PickedImage {
  url: string;
  alt: string;
}

/** Asks for an image; null when the person closed the picker without choosing. */
export type PickImage = () => Promise<PickedImage | null>;

/**
 * The page that hosts the editor provides the media library through this, so the editor needs
 * no import of another feature. Without a provider the library buttons are not shown.
 */
export const ImagePickerContext = createContext<PickImage | null>(null);

export function useImagePicker(): PickImage | null {
  return useContext(ImagePickerContext);
}
