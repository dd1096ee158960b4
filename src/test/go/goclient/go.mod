module nnebench/goclient

go 1.22

require github.com/sijms/go-ora/v2 v2.9.0
