// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { lookupRecordTexts } from '../features/configuration/lookups.ts';
import { renderWithProviders } from '../test/render.tsx';
import { LoadFailurePage, type LoadFailurePageProps } from './load-failure-page.tsx';

function show(props: LoadFailurePageProps) {
  renderWithProviders(
    <MemoryRouter>
      <LoadFailurePage {...props} />
    </MemoryRouter>,
  );
}

describe('LoadFailurePage', () => {
  it('says the report is not among the company’s, names the tab, and links back to the list', () => {
    show({ record: 'report', id: 999999, error: new ApiError(404, { detail: 'Not found.' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Report not found' })).toBeTruthy();
    expect(screen.getByText("There is no report number 999999 among your company's reports.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the reports' }).getAttribute('href')).toBe('/reports');
    expect(document.title).toBe('Report not found — Huella');
  });

  it('says a user is not in the company and leads back to the users', () => {
    show({ record: 'user', id: 1, error: new ApiError(404, { detail: 'Not found.' }) });
    expect(screen.getByRole('heading', { name: 'User not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the users' }).getAttribute('href')).toBe('/users');
  });

  it('names a feature’s own record by its texts and leads back to its list', () => {
    show({ record: lookupRecordTexts('centers'), id: 12, error: new ApiError(404, { detail: 'Not found.' }) });
    expect(screen.getByRole('heading', { name: 'Center not found' })).toBeTruthy();
    expect(screen.getByText("There is no center number 12 among your company's centers.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the centers' }).getAttribute('href')).toBe('/configuration/centers');
  });

  it('says the role does not allow a forbidden record', () => {
    show({ record: 'material', id: 3, error: new ApiError(403, { detail: 'No.' }) });
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the materials' })).toBeTruthy();
  });

  it('shows any other failure with its message rather than an empty page', () => {
    show({ record: 'report', id: 5, error: new ApiError(0, null) });
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByText(/cannot be reached/)).toBeTruthy();
  });

  it('gives the plain not-found page for an id that is not a number', () => {
    show({ record: 'report', id: Number.NaN, error: new ApiError(404, null) });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
