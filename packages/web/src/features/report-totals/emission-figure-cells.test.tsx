// @vitest-environment jsdom
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { EmissionFigureCells, EmissionFigureHeaders } from './emission-figure-cells.tsx';
import { fixtureStage } from './totals-fixture.ts';

function renderRow(cells: ReactElement) {
  renderWithProviders(
    <Table>
      <Table.Thead>
        <Table.Tr>
          <EmissionFigureHeaders />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>{cells}</Table.Tr>
      </Table.Tbody>
    </Table>,
  );
  return screen.getAllByRole('cell');
}

describe('EmissionFigureCells', () => {
  it('shows TTW, WTT and WTW in tonnes with four decimals, then the intensity in g/tkm', () => {
    const cells = renderRow(<EmissionFigureCells figures={fixtureStage()} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['TTW (t CO₂e)', 'WTT (t CO₂e)', 'WTW (t CO₂e)', 'g CO₂e/tkm']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['0.5009', '0.1252', '0.6261', '125.22']);
  });

  it('shows a dash for the intensity of a leg without tkm', () => {
    const cells = renderRow(<EmissionFigureCells figures={fixtureStage({ intensity_g_per_tkm: null })} />);
    expect(cells[3]?.textContent).toBe('—');
  });

  it('sets a stage’s total in bold', () => {
    const cells = renderRow(<EmissionFigureCells figures={fixtureStage()} boldTotal />);
    expect(cells[2]?.style.fontWeight).toBe('700');
  });

  it('leaves a cargo’s share of it at normal weight', () => {
    const cells = renderRow(<EmissionFigureCells figures={fixtureStage()} />);
    expect(cells[2]?.style.fontWeight).toBe('');
  });
});
