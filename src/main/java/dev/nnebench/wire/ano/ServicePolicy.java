package dev.nnebench.wire.ano;

import dev.nnebench.nne.NneLevel;
import java.util.List;

/**
 * The server's setting for encryption or checksumming, like a server's sqlnet.ora
 * ({@code SQLNET.ENCRYPTION_SERVER} and {@code SQLNET.ENCRYPTION_TYPES_SERVER}).
 *
 * @param level the server's level
 * @param algorithms acceptable algorithm ids in the server's order of preference
 */
public record ServicePolicy(NneLevel level, List<Integer> algorithms) {
  public ServicePolicy {
    algorithms = List.copyOf(algorithms);
  }
}
