import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { AdminTable, type AdminColumn } from './admin-table';

interface Row {
  id: number;
  name: string;
  qty: number;
}

const columns: AdminColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'qty', header: 'Qty', cell: (row) => <strong>{row.qty}</strong>, className: 'text-right' },
];

const rows: Row[] = [
  { id: 1, name: 'Tent', qty: 3 },
  { id: 2, name: 'Hammock', qty: 0 },
];

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});

describe('AdminTable', () => {
  it('renders a captioned table with a header cell and a value per column', () => {
    render(
      <AdminTable
        caption="Stock"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty="None"
      />,
    );
    const table = screen.getByRole('table', { name: 'Stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Qty']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(
      within(bodyRows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Hammock', '0']);
    expect(within(bodyRows[0]!).getAllByRole('cell')[1]).toHaveClass('text-right');
  });

  it('also renders each row as a card of label and value pairs for phones', () => {
    render(
      <AdminTable
        caption="Stock"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty="None"
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Stock' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const terms = within(cards[0]!)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const values = within(cards[0]!)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(terms).toEqual(['Name', 'Qty']);
    expect(values).toEqual(['Tent', '3']);
  });

  it('shows the empty message when there are no rows, and a spinner while the first load runs', () => {
    const { rerender } = render(
      <AdminTable
        caption="Stock"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty="No products"
      />,
    );
    expect(screen.getByTestId('admin-table-empty')).toHaveTextContent('No products');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(
      <AdminTable
        caption="Stock"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty="No products"
        loading
      />,
    );
    expect(screen.queryByTestId('admin-table-empty')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('keeps the previous rows, marked busy, while a new page loads', () => {
    render(
      <AdminTable
        caption="Stock"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty="None"
        loading
      />,
    );
    expect(screen.getByRole('table', { name: 'Stock' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByText('Tent')).toHaveLength(2);
  });
});
