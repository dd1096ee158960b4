package dev.nnebench.bench.fork;

import dev.nnebench.driver.Negotiated;
import dev.nnebench.fetch.ServerView;
import dev.nnebench.fetch.Session;
import dev.nnebench.fetch.TransportReport;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a session negotiated, as the sidecar values that become a trial's negotiated.* columns:
 * the driver's NNE report, and the server's word on the transport and TLS and on NNE ({@link
 * ServerView}, which fails the trial where it disagrees with the driver): queries in setup.
 */
public final class NegotiatedValues {
  /** The key schedule the target ran (legacy, updated or unknown), beside what was negotiated. */
  public static final String KEY_SCHEDULE = "keySchedule";
  private NegotiatedValues() {}

  /** The sidecar values of what {@code session} negotiated, by column name. */
  public static Map<String, String> of(Session session) {
    Negotiated n = session.negotiated();
    Map<String, String> values = new LinkedHashMap<>();
    values.put("driverVersion", n.driverVersion());
    values.put("encryption", n.encryption());
    values.put("encryptionProvider", n.encryptionProvider());
    values.put("checksum", n.checksum());
    values.put("checksumProvider", n.checksumProvider());
    values.put("sdu", Integer.toString(n.sdu()));
    values.put("jceIgnored",
        session.jceIgnored().map(String::valueOf).orElse(Negotiated.UNAVAILABLE));
    TransportReport transport = TransportReport.read(session.connection());
    values.put("transport", transport.protocol());
    values.put("tlsVersion", transport.tlsVersion());
    values.put("tlsCipherSuite", transport.tlsCipherSuite());
    values.putAll(ServerView.checked(session)); // the server's word, before anything is measured
    return values;
  }
}
