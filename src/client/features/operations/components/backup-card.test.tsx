import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BackupCard } from './backup-card.tsx';

describe('BackupCard', () => {
  it('downloads the backup from the server as a file', () => {
    renderWithProviders(<BackupCard />);
    const link = screen.getByRole('link', { name: 'Download a backup' });
    expect(link.getAttribute('href')).toBe('/api/admin/backup');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
