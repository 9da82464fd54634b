import { currentLocation, renderWithProviders } from '@backoffice/test-utils';
import { screen } from '@testing-library/react';
import { LinkedHtml, linkMentions } from './linked-html';

describe('LinkedHtml', () => {
  it('links the booking, invoice and ticket numbers and e-mails of the text, and a click opens the record', async () => {
    const { user } = renderWithProviders(
      <LinkedHtml html="<p>Booking <b>TF100707</b> (TK-000042) for ravi@example.com, see <a href='https://example.com/x'>INV-000012</a></p>" />,
      { route: '/view-ticket?ticketId=t1' },
    );
    expect(screen.getByRole('link', { name: 'TF100707' })).toHaveAttribute('href', '/open/reservation/TF100707');
    expect(screen.getByRole('link', { name: 'TK-000042' })).toHaveAttribute('href', '/open/ticket/TK-000042');
    expect(screen.getByRole('link', { name: 'ravi@example.com' })).toHaveAttribute('href', '/open/user/ravi%40example.com');
    // A number already inside a link stays that link.
    expect(screen.getAllByRole('link', { name: 'INV-000012' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'INV-000012' })).toHaveAttribute('href', 'https://example.com/x');
    // The formatting around a number is kept.
    expect(screen.getByRole('link', { name: 'TF100707' }).parentElement?.tagName).toBe('B');
    await user.click(screen.getByRole('link', { name: 'TF100707' }));
    expect(currentLocation()).toBe('/open/reservation/TF100707');
  });

  it('never creates an element from the text it links: markup written in a message stays text', () => {
    const { container } = renderWithProviders(
      <LinkedHtml html={'<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;a href="javascript:alert(2)"&gt;TF100708&lt;/a&gt;</p><script>alert(3)</script>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script> <a href="javascript:alert(2)">TF100708</a>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['TF100708', '/open/reservation/TF100708']]);
  });

  it('changes nothing when run again on its own result', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>TF100707 and TF100708</p>';
    linkMentions(root);
    const once = root.innerHTML;
    linkMentions(root);
    expect(root.innerHTML).toBe(once);
    expect(root.querySelectorAll('a')).toHaveLength(2);
  });
});
