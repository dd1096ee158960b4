package dev.nnebench.bench.fork;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.fetch.ServerView;
import dev.nnebench.fetch.Session;
import dev.nnebench.fetch.TransportReport;

/**
 * What a session negotiated, the facts that become a trial's negotiated.* columns: the driver's
 * NNE report, and the server's word on the transport and TLS and on NNE ({@link ServerView},
 * which fails the trial where it disagrees with the driver): queries in setup.
 */
public final class NegotiatedFacts {
  private NegotiatedFacts() {}

  /** What {@code session} negotiated. */
  public static Observed of(Session session) {
    Negotiated n = session.negotiated();
    TransportReport transport = TransportReport.read(session.connection());
    return Observed.NONE.withText(Facts.DRIVER_VERSION, n.driverVersion())
        .withText(Facts.ENCRYPTION, n.encryption())
        .withText(Facts.ENCRYPTION_PROVIDER, n.encryptionProvider())
        .withText(Facts.CHECKSUM, n.checksum())
        .withText(Facts.CHECKSUM_PROVIDER, n.checksumProvider())
        .with(Facts.SDU, n.sdu())
        .withText(Facts.JCE_IGNORED,
            session.jceIgnored().map(String::valueOf).orElse(Negotiated.UNAVAILABLE))
        .withText(Facts.TRANSPORT, transport.protocol())
        .withText(Facts.TLS_VERSION, transport.tlsVersion())
        .withText(Facts.TLS_CIPHER_SUITE, transport.tlsCipherSuite())
        // the server's word, before anything is measured
        .withAll(Observed.of(ServerView.checked(session)));
  }
}
