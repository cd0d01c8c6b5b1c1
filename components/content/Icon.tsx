/**
 * Icons named by class (the content's blogAuthorIcon / blogDateIcon), drawn inline so no icon
 * font is downloaded. Unknown names render nothing.
 */
const PATHS: Record<string, string> = {
  'bi-person': 'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-5 6s-1 0-1-1 1-4 6-4 6 3 6 4-1 1-1 1z',
  'bi-calendar3':
    'M14 0H2a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V2a2 2 0 0 0-2-2zM1 3.86V2a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v1.86zM1 5h14v9a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1z',
};

export function Icon({ name }: { name: string }) {
  const path = PATHS[name];
  if (!path) return null;
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
