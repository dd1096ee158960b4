package dev.nnebench.fetch;

import dev.nnebench.wire.query.LobCallQuery;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.OptionalLong;

/**
 * The LOB calls a session has made so far, as the loopback double counts them ({@link
 * LobCallQuery}); empty on a server that does not count them (an Oracle server: ORA-00904).
 */
final class LobCallCount {
  private LobCallCount() {}

  static OptionalLong read(Connection c) {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(LobCallQuery.SQL)) {
      return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
    } catch (SQLException notTheDouble) {
      return OptionalLong.empty();
    }
  }
}
