/** What a multipart write takes besides its fields: the picture and a progress callback. */
export interface UploadOptions {
  file?: Blob | null;
  onProgress?: (fraction: number) => void;
}
